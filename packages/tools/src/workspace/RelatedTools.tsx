import { NEEDS_AI_SERVICE, NEEDS_AI_SERVICE_TITLE, needsAiService } from '../browse/marks';
import { TOOL_CATEGORIES } from '../categories';
import type { ToolRow } from '../types';
import * as styles from './RelatedTools.css';

export interface RelatedToolsProps {
  /** The neighbours, most alike first (relatedAmong over the rows on the device). */
  tools: readonly Pick<ToolRow, 'id' | 'name' | 'description' | 'category' | 'pro' | 'kind'>[];
  /** Whether this Perch server has an AI service: without one, AI writing tools are marked. */
  aiService: boolean;
}

/**
 * "More like this" on a tool page drawn on the device (the tool-page shell): the same cards, in the
 * same order, as the server's page (site/pages/app/[id].astro with ToolCard.astro).
 */
export function RelatedTools({ tools, aiService }: RelatedToolsProps) {
  if (tools.length === 0) return null;
  return (
    <aside aria-labelledby="related-heading" className="related" data-part="related">
      <h2 id="related-heading" className={styles.heading}>
        More like this
      </h2>
      <ul className={styles.grid}>
        {tools.map((tool) => (
          <li key={tool.id} className={styles.card} data-tool={tool.id}>
            <a href={`/app/${encodeURIComponent(tool.id)}`} className={styles.link}>
              <span className={styles.category}>
                {TOOL_CATEGORIES.find((c) => c.id === tool.category)?.label ?? tool.category}
                {tool.pro && <span className={styles.pro}>Pro</span>}
                {needsAiService(tool, aiService) && (
                  <span className={styles.service} title={NEEDS_AI_SERVICE_TITLE} data-part="needs-service">
                    {NEEDS_AI_SERVICE}
                  </span>
                )}
              </span>
              <strong className={styles.name}>{tool.name}</strong>
              <span className={styles.description}>{tool.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
