import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('fills in proportion and shows the percentage and label', () => {
    const { lastFrame } = render(<ProgressBar done={3} total={10} label="Importing" width={10} />);
    expect(lastFrame()).toBe('███░░░░░░░  30% Importing');
  });

  it('copes with an unknown total', () => {
    const { lastFrame } = render(<ProgressBar done={0} total={0} width={4} />);
    expect(lastFrame()).toBe('░░░░   0%');
  });
});
