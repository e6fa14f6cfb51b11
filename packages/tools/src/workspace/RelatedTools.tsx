import { ToolCard, ToolGrid } from '../browse/ToolCard';
import { needsAiService } from '../browse/marks';
import { TOOL_CATEGORIES } from '../categories';
import type { ToolRow } from '../types';
import * as styles from './RelatedTools.css';

export interface RelatedToolsProps {
  /** The neighbours, most alike first (relatedAmong over the catalogue or the rows on the device). */
  tools: readonly Pick<ToolRow, 'id' | 'name' | 'description' | 'category' | 'pro' | 'kind'>[];
  /** Whether this Perch server has an AI service: without one, AI writing tools are marked. */
  aiService: boolean;
}

/**
 * "More like this" on a tool page: drawn by the server (site/pages/app/[id].astro, without
 * hydration) and by the tool-page shell on the device, so both show the same cards in the same order.
 */
export function RelatedTools({ tools, aiService }: RelatedToolsProps) {
  if (tools.length === 0) return null;
  return (
    <aside aria-labelledby="related-heading" className="related" data-part="related">
      <h2 id="related-heading" className={styles.heading}>
        More like this
      </h2>
      <ToolGrid>
        {tools.map((tool) => (
          <ToolCard
            key={tool.id}
            tool={tool}
            categoryLabel={TOOL_CATEGORIES.find((c) => c.id === tool.category)?.label ?? tool.category}
            needsService={needsAiService(tool, aiService)}
          />
        ))}
      </ToolGrid>
    </aside>
  );
}
