import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { DEFAULT_STAGE, parseDomain, parseStage, parseTableName, parseWaf } from './deploy-context.js';
import { IfaStack, type IfaStackProps } from './ifa-stack.js';

/** The stack of a stage (`-c stage=...`): stages are side by side in one account, each its own stack. */
export const stackNameOf = (stage: string) => `IfaPlatform-${stage}`;

/** The name of the stack `cdk deploy` builds without `-c stage` (the default stage's). */
export const STACK_NAME = stackNameOf(DEFAULT_STAGE);

/**
 * The CDK app as `cdk synth` builds it, cdk-nag included; the tests build the same one.
 * Environment-agnostic on purpose: synth needs no credentials and no lookups.
 */
export function createIfaApp(appProps: AppProps = {}, stackProps: IfaStackProps = {}) {
  const app = new App(appProps);
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  const stage = parseStage(context('stage'));
  const stack = new IfaStack(app, stackNameOf(stage), {
    description: `Ifá learning platform (stage ${stage}): CloudFront + S3 SPA, HTTP API + Lambda, DynamoDB`,
    stage,
    tableName: parseTableName(context('tableName'), stage) ?? null,
    domain: parseDomain(context('domainName'), context('certificateArn')),
    senderEmail: context('senderEmail'),
    appUrl: context('appUrl'),
    waf: parseWaf(context('waf'), context('wafRateLimit')),
    ...stackProps,
  });

  // cdk-nag 3 is a policy-validation plugin: a finding nobody acknowledged fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, stack };
}
