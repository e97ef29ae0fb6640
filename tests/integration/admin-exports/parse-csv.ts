/** A strict RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else if (char === '\n' || char === '\r' || char === '"') throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
