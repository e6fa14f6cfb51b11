import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { toolPath } from '../toolPath';
import type { ToolRow } from '../types';
import * as styles from './ToolCard.css';
import { NEEDS_AI_SERVICE, NEEDS_AI_SERVICE_TITLE } from './marks';

/** Where a card's actions sit: under the link (a Remove button), or in its top corner (the ☆). */
export const TOOL_CARD_ACTION_PLACES = ['below', 'corner'] as const;
export type ToolCardActionPlace = (typeof TOOL_CARD_ACTION_PLACES)[number];

/** The grid's layouts: `shelf` is one row that scrolls sideways on a phone (a person's short lists). */
export const TOOL_GRID_LAYOUTS = ['grid', 'shelf'] as const;
export type ToolGridLayout = (typeof TOOL_GRID_LAYOUTS)[number];

export interface ToolCardProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  /** The tool the card shows and links to. */
  tool: Pick<ToolRow, 'id' | 'name' | 'description' | 'pro'>;
  /**
   * Its category's label ("Units & conversions"). Given by the caller, which has the categories at
   * hand: /tools' browser gets them as props, so its script does not carry the list a second time.
   */
  categoryLabel: string;
  /** Marks the card "Needs the AI service": an AI writing tool on a server without one. */
  needsService?: boolean;
  /** The Pro badge's tooltip (whether the person's plan includes it); none when left out. */
  proTitle?: string;
  /** Buttons about the tool (the wishlist's ☆ or Remove), outside the link. */
  actions?: ReactNode;
  /** Where the actions sit. */
  actionsAt?: ToolCardActionPlace;
}

/**
 * A catalogue tool as a card linking to its page: its category (with Pro and AI-service marks),
 * name and description. The one card of /tools, its shelves, /wishlist and "More like this", drawn
 * by the server (Astro renders it without hydration: no script) and by the browser alike.
 */
export function ToolCard({
  tool,
  categoryLabel,
  needsService = false,
  proTitle,
  actions,
  actionsAt = 'below',
  className,
  ...rest
}: ToolCardProps) {
  return (
    <li
      data-tool={tool.id}
      data-part="tool-card"
      {...(actions ? { 'data-actions': actionsAt } : {})}
      {...rest}
      className={className ? `${styles.card} ${className}` : styles.card}
    >
      <a href={toolPath(tool.id)} className={styles.link}>
        <span className={styles.category}>
          <span>{categoryLabel}</span>
          {tool.pro && (
            <span className={styles.pro} title={proTitle}>
              Pro
            </span>
          )}
          {needsService && (
            <span className={styles.service} title={NEEDS_AI_SERVICE_TITLE} data-part="needs-service">
              {NEEDS_AI_SERVICE}
            </span>
          )}
        </span>
        <strong className={styles.name}>{tool.name}</strong>
        <span className={styles.description}>{tool.description}</span>
      </a>
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}

export interface ToolGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** `shelf`: on a phone the cards form one row that scrolls sideways. */
  layout?: ToolGridLayout;
}

/** A responsive grid of ToolCards. */
export function ToolGrid({ layout = 'grid', className, ...rest }: ToolGridProps) {
  return <ul data-layout={layout} {...rest} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}
