/**
 * The deploy-time choices an operator passes with `-c name=value` (docs/operations.md "Deploy"),
 * checked at synth so a typo fails before CloudFormation starts, with a message that says what
 * to pass instead.
 */

/** The stage `cdk deploy` builds when no `-c stage=...` is given. */
export const DEFAULT_STAGE = 'prod';

/**
 * Stage names go into the stack name and into account-wide resource names (CloudFront
 * functions and policies, at most 64 characters with our prefixes), so they are short and
 * plain: lowercase letters, digits and inner hyphens.
 */
const STAGE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/;

export function parseStage(value: string | undefined): string {
  if (value === undefined) return DEFAULT_STAGE;
  if (!STAGE_PATTERN.test(value)) {
    throw new Error(
      `Invalid stage "${value}": use 1 to 20 lowercase letters, digits and hyphens, starting and ending with a ` +
        `letter or digit (e.g. -c stage=staging).`,
    );
  }
  return value;
}

/** A custom host name for the distribution and the ACM certificate CloudFront serves it with. */
export interface CustomDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
// CloudFront only accepts certificates from ACM in us-east-1, whatever region the stack is in.
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[A-Za-z0-9-]+$/;

export function parseDomain(domainName: string | undefined, certificateArn: string | undefined): CustomDomain | undefined {
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (domainName === undefined || certificateArn === undefined) {
    throw new Error(
      'A custom domain needs both -c domainName=<host> and -c certificateArn=<ACM certificate ARN in us-east-1>; ' +
        `only ${domainName === undefined ? 'certificateArn' : 'domainName'} was given.`,
    );
  }
  const domain = domainName.toLowerCase();
  if (!DOMAIN_PATTERN.test(domain)) {
    throw new Error(`Invalid domainName "${domainName}": give a host name such as learn.example.org (no scheme, no path).`);
  }
  const arn = CERTIFICATE_ARN.exec(certificateArn);
  if (!arn) {
    throw new Error(`Invalid certificateArn "${certificateArn}": expected arn:aws:acm:us-east-1:<account>:certificate/<id>.`);
  }
  if (arn[1] !== 'us-east-1') {
    throw new Error(
      `certificateArn is in ${arn[1]}, but CloudFront only uses ACM certificates from us-east-1: request or import ` +
        `the certificate for ${domain} in us-east-1 and pass that ARN.`,
    );
  }
  return { domainName: domain, certificateArn };
}
