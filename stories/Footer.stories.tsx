import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EXPAND_FOOTER_LABEL, Footer, HIDE_FOOTER_LABEL, TAGLINE } from '../packages/ui/src';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { collapsed: false, year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TAGLINE)).toBeVisible();
    await expect(canvas.getByText(/© 2026 Perch/)).toBeVisible();
    for (const [name, href] of [
      ['Features', '/'],
      ['Pricing', '/pricing'],
      ['Parooty Assistant', '/parooty'],
      ['Available Tools', '/tools'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund-policy'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const social = within(canvas.getByRole('navigation', { name: 'Social' })).getAllByRole('link');
    await expect(social).toHaveLength(3);
    for (const link of social) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Without onCollapsedChange the toggle is a form, so the choice is remembered for every page.
    const form = canvas.getByRole('button', { name: HIDE_FOOTER_LABEL }).closest('form')!;
    await expect(form).toHaveAttribute('action', '/api/preferences/footer');
  },
};

export const Collapsed: Story = { args: { collapsed: true } };

export const Playground: Story = {};

export const AllStates: Story = {
  render: () => (
    // Each footer sits in its own labelled section so the page keeps one contentinfo landmark.
    <div style={{ display: 'grid', gap: '2rem' }}>
      <section aria-label="Expanded">
        <Footer year={2026} />
      </section>
      <section aria-label="Collapsed">
        <Footer year={2026} collapsed />
      </section>
    </div>
  ),
};

function ControlledFooter() {
  const [collapsed, setCollapsed] = useState(false);
  return <Footer year={2026} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
}

/** "Hide footer" collapses it to a slim bar; "Expand footer" brings the links back. */
export const Collapse: Story = {
  render: () => <ControlledFooter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Refund Policy' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: HIDE_FOOTER_LABEL }));
    await expect(canvas.queryByRole('link', { name: 'Refund Policy' })).toBeNull();
    const expand = canvas.getByRole('button', { name: EXPAND_FOOTER_LABEL });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(canvas.getByRole('link', { name: 'Refund Policy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: HIDE_FOOTER_LABEL })).toHaveAttribute('aria-expanded', 'true');
  },
};
