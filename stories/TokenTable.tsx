import { tokens } from '../packages/ui/src/theme/tokens';

type Group = keyof typeof tokens;

function cssVar(group: string, key: string) {
  return `--perch-${group}-${key}`.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

function Sample({ group, value }: { group: Group; value: string }) {
  const box = { width: 48, height: 32, border: '1px solid #3f3f46', borderRadius: 6, background: '#27272a' } as const;
  switch (group) {
    case 'color':
      return <span style={{ ...box, display: 'inline-block', background: value }} />;
    case 'radius':
      return <span style={{ ...box, display: 'inline-block', borderRadius: value, borderColor: '#D87A3F' }} />;
    case 'space':
      return <span style={{ display: 'inline-block', height: 12, width: value, background: '#D87A3F' }} />;
    case 'fontSize':
      return <span style={{ fontSize: value }}>Aa</span>;
    case 'font':
      return <span style={{ fontFamily: value }}>The quick parrot</span>;
    case 'shadow':
      return <span style={{ ...box, display: 'inline-block', boxShadow: value }} />;
    default:
      return null;
  }
}

/** Renders one token group with its CSS variable, value and a sample. */
export function TokenTable({ group }: { group: Group }) {
  const entries = Object.entries(tokens[group]) as Array<[string, string]>;
  return (
    <table>
      <thead>
        <tr>
          <th>Variable</th>
          <th>Value</th>
          <th>Sample</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([key, value]) => (
          <tr key={key}>
            <td>
              <code>{cssVar(group, key)}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <Sample group={group} value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
