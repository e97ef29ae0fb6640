import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it('neutralises every formula start with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+49 30 1234567')).toBe("'+49 30 1234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // Only at the start: the same characters inside a cell are plain text.
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('quotes per RFC 4180: quotes doubled, commas and line breaks inside quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "best" firm')).toBe('"The ""best"" firm"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes null as empty, dates as ISO 8601, numbers and booleans as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-25T10:00:00.000Z'))).toBe('2026-11-25T10:00:00.000Z');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(true)).toBe('true');
  });

  it('a line ends with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});
