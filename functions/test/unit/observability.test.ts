import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_DIMENSION, METRICS_NAMESPACE } from '@ifa/shared';

// Metrics are off outside Lambda; these tests read the EMF lines, so they turn them on before
// the modules below are loaded (vi.hoisted runs ahead of the imports).
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});

const { handler: authHandler } = await import('../../src/handlers/auth.js');
const { log, logger } = await import('../../src/lib/log.js');
const { countEvent, metrics } = await import('../../src/lib/metrics.js');
const { publishMetrics } = await import('../../src/http/middleware/metrics.js');

/** Every line written to stdout and stderr while a test runs (Powertools writes there directly). */
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  logger.setLogLevel('INFO');
});
afterEach(() => {
  logger.setLogLevel('SILENT');
  vi.restoreAllMocks();
});

const json = () => lines.map((line) => JSON.parse(line) as Record<string, any>);
const emfLines = () => json().filter((l) => l._aws?.CloudWatchMetrics);

function lambdaContext(requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'ifa-auth',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:ifa-auth',
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: '/aws/lambda/ifa-auth',
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function apiEvent(routeKey: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'example.org',
      domainPrefix: 'example',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      requestId: 'api-gw-request-1',
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
  };
}

describe('structured logs (Powertools Logger)', () => {
  it('redacts passwords, hashes, tokens, secrets and authorization at any depth', () => {
    log('info', 'user event', {
      email: 'ana@example.org',
      password: 'hunter22',
      nested: { new_password: 'hunter23', password_hash: 'scrypt$abc', reset_token: 'tok-1' },
      list: [{ access_token: 'eyJhbGciOi.secret.jwt', authorization: 'Bearer eyJ' }],
      headers: { Authorization: 'Bearer abc', cookie: 'session=1' },
      jwtSecret: 'k'.repeat(40),
    });
    expect(lines).toHaveLength(1);
    const raw = lines[0]!;
    for (const secret of ['hunter22', 'hunter23', 'scrypt$abc', 'tok-1', 'eyJ', 'Bearer abc', 'session=1', 'k'.repeat(40)]) {
      expect(raw).not.toContain(secret);
    }
    const line = JSON.parse(raw);
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'user event',
      email: 'ana@example.org',
      password: '[redacted]',
      nested: { new_password: '[redacted]', password_hash: '[redacted]', reset_token: '[redacted]' },
      list: [{ access_token: '[redacted]', authorization: '[redacted]' }],
      headers: { Authorization: '[redacted]', cookie: '[redacted]' },
      jwtSecret: '[redacted]',
    });
    expect(line.timestamp).toEqual(expect.any(String));
  });

  it('writes nothing at LOG_LEVEL=silent', () => {
    logger.setLogLevel('SILENT');
    log('error', 'not shown', { a: 1 });
    expect(lines).toEqual([]);
  });

  it('logs one line per request with route, status, latency and the Lambda context, never the body', async () => {
    const password = 'my-secret-password-1';
    const result = (await authHandler(
      apiEvent('POST /api/auth/login', { email: 'not-an-email', password }),
      lambdaContext('lambda-req-1'),
    )) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(400);

    const requests = json().filter((l) => l.message === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 'INFO',
      route: 'POST /api/auth/login',
      status: 400,
      latencyMs: expect.any(Number),
      apiRequestId: 'api-gw-request-1',
      function_request_id: 'lambda-req-1',
      service: expect.any(String),
      cold_start: expect.any(Boolean),
    });
    // Not the Lambda context that is the same on every line of a function (billed by the byte:
    // docs/operations.md "What logs cost"): the function is its log group and `service`.
    for (const key of ['function_arn', 'function_name', 'function_memory_size', 'sampling_rate']) expect(requests[0]).not.toHaveProperty(key);
    expect(lines.join('\n')).not.toContain(password);
  });
});

describe('business metrics (Powertools Metrics, EMF)', () => {
  const handlerCounting = (work: () => void, statusCode = 200) =>
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
      .use(publishMetrics())
      .handler(async () => {
        work();
        return { statusCode };
      });

  it('publishes the events of an invocation once, when it ends, in the IfaPlatform namespace', async () => {
    let seenBeforeEnd = 0;
    const handler = handlerCounting(() => {
      countEvent('UserRegistered');
      countEvent('SecretPurchased');
      seenBeforeEnd = emfLines().filter((l) => 'UserRegistered' in l).length;
    });
    await handler(apiEvent('POST /api/auth/register'), lambdaContext('r-1'));
    expect(seenBeforeEnd).toBe(0);

    const emf = emfLines().filter((l) => 'UserRegistered' in l);
    expect(emf).toHaveLength(1);
    const [line] = emf;
    expect(line!.UserRegistered).toBe(1);
    expect(line!.SecretPurchased).toBe(1);
    expect(line!.service).toEqual(expect.any(String));
    const directive = line!._aws.CloudWatchMetrics[0];
    expect(directive.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive.Dimensions).toEqual([['service']]);
    expect(directive.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'UserRegistered', Unit: 'Count' },
        { Name: 'SecretPurchased', Unit: 'Count' },
      ]),
    );
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('gives game events the game as a dimension', async () => {
    await handlerCounting(() => countEvent('GameCompleted', 'ifa_signs'))(apiEvent('GET /api/games/x/complete'), lambdaContext('r-2'));
    const [line, ...others] = emfLines().filter((l) => 'GameCompleted' in l);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ GameCompleted: 1, [GAME_DIMENSION]: 'ifa_signs' });
    expect(line!._aws.CloudWatchMetrics[0].Dimensions[0]).toEqual(expect.arrayContaining(['service', GAME_DIMENSION]));
  });

  it('counts a 429 on the login route as LoginThrottled, and nothing for other answers', async () => {
    await handlerCounting(() => undefined, 429)(apiEvent('POST /api/auth/login'), lambdaContext('r-3'));
    await handlerCounting(() => undefined, 429)(apiEvent('POST /api/auth/register'), lambdaContext('r-4'));
    await handlerCounting(() => undefined, 401)(apiEvent('POST /api/auth/login'), lambdaContext('r-5'));
    const throttled = emfLines().filter((l) => 'LoginThrottled' in l);
    expect(throttled).toHaveLength(1);
    expect(throttled[0]!.LoginThrottled).toBe(1);
  });

  it('writes no line at all for an invocation that counted nothing (no warning either)', async () => {
    await handlerCounting(() => undefined)(apiEvent('GET /api/auth/me'), lambdaContext('r-6'));
    expect(lines.filter((l) => !l.includes('"ColdStart"'))).toEqual([]);
  });

  it('is off by default outside Lambda', async () => {
    vi.resetModules();
    const saved = process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    try {
      const fresh = await import('../../src/lib/metrics.js');
      expect(process.env.POWERTOOLS_METRICS_DISABLED).toBe('true');
      fresh.countEvent('ContributionSubmitted');
      fresh.countEvent('GameStarted', 'orisha_matching');
      fresh.metrics.publishStoredMetrics();
      expect(lines).toEqual([]);
    } finally {
      process.env.POWERTOOLS_METRICS_DISABLED = saved;
    }
  });
});
