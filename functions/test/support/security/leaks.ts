/** What a response must never show a client: the inside of the server. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat\s+(async\s+)?[\w$.<>[\]]+\s+\(|^\s*at\s+\S+:\d+:\d+|\n\s+at\s/m],
  ['a source file', /\.(ts|js|mjs|cjs):\d+(:\d+)?|\/work\/|node_modules|file:\/\/|\/(src|dist)\/[\w/-]+\.\w+/],
  [
    'an error class',
    /\b(TypeError|ReferenceError|SyntaxError|RangeError|EvalError|URIError|AggregateError|ZodError|HttpError|ValidationException|ConditionalCheckFailed\w*|TransactionCanceled\w*|TransactionConflict\w*|ResourceNotFound\w*|ProvisionedThroughput\w*|SerializationException|UnrecognizedClientException|TimeoutError|JWSInvalid|JWTExpired|JWTClaimValidationFailed|JWSSignatureVerificationFailed|JOSE\w*)\b|\bError:/,
  ],
  ['an AWS or DynamoDB name', /DynamoDB|amazonaws|\baws-sdk\b|@smithy|\$metadata|\bARN\b|arn:aws/i],
  // Quoted, spaced or JSON-escaped: "pk", 'sk', \"gsi1pk\".
  ['a key attribute of the table', /["'\s\\](pk|sk|gsi[12](pk|sk))["'\s\\:=]/i],
  ['a key of the single table', /\b(USER|ODDUN|GAME|CONTRIB|ACCTREQ|RESET|LOGINFAIL|STATS|EMAIL|USERNAME|REFCODE|ODDUNPOS|ODDUNPAT)#/],
  ['a stored secret', /password_hash|scrypt\$|seed_hash/i],
];

export interface Reply {
  status: number;
  text: string;
  headers: Headers;
}

/**
 * Everything wrong with a response from the client's side: a 5xx, an answer that is not JSON,
 * an error without a `{detail}` (a string, or field errors), or a leak of the server's inside
 * (stack frames, file paths, error class names, AWS names, table and key names). Empty = fine.
 */
export function responseProblems(res: Reply, tableName = process.env.TABLE_NAME): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`server error ${res.status}`);
  if (res.status === 304 || res.status === 204) return problems;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    problems.push('not JSON');
  }
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) problems.push(`content-type ${res.headers.get('content-type')}`);
  if (res.status >= 400 && body !== undefined && !hasDetail(body)) problems.push('an error without {detail}');
  if (tableName && res.text.includes(tableName)) problems.push('the table name');
  const internalKey = /"(pk|sk|gsi[12](pk|sk)|password_hash|seed_hash|seeded)"\s*:/.exec(res.text);
  if (internalKey) problems.push(`an internal attribute: ${internalKey[0]}`);
  // Successful answers carry content (sign texts, the caller's own answers echoed back) that
  // may hold any word; only errors are read for the server's inside.
  if (res.status >= 400) {
    for (const [what, pattern] of LEAKS) {
      const hit = pattern.exec(res.text);
      if (hit) problems.push(`${what}: "${res.text.slice(Math.max(0, hit.index - 40), hit.index + 60)}"`);
    }
  }
  return problems;
}

function hasDetail(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('detail' in body)) return false;
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === 'string') return detail.length > 0;
  return (
    Array.isArray(detail) &&
    detail.length > 0 &&
    detail.every((e) => e && typeof e === 'object' && typeof (e as { field?: unknown }).field === 'string' && typeof (e as { message?: unknown }).message === 'string')
  );
}
