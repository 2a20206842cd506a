// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTeamTime } from '../../src/common/format';

describe('times for the team are shown in Nepal time (UTC+05:45), labelled', () => {
  it('a booking stored at 02:25 UTC was made at 08:10 in Kathmandu', () => {
    expect(formatTeamTime('2026-11-24T02:25:00.000Z')).toBe('24 Nov 2026, 08:10 NPT');
  });

  it("the date is Nepal's too: 18:15 UTC is already the next day in Kathmandu", () => {
    expect(formatTeamTime('2026-12-31T18:15:00.000Z')).toBe('1 Jan 2027, 00:00 NPT');
  });

  it('no time is a dash, and text that is not a time is shown as it is', () => {
    expect(formatTeamTime(null)).toBe('—');
    expect(formatTeamTime(undefined)).toBe('—');
    expect(formatTeamTime('soon')).toBe('soon');
  });
});
