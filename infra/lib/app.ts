import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { IfaStack, type IfaStackProps } from './ifa-stack.js';

export const STACK_NAME = 'IfaPlatform';

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

  const stack = new IfaStack(app, STACK_NAME, {
    description: 'Ifá learning platform: CloudFront + S3 SPA, HTTP API + Lambda, DynamoDB',
    senderEmail: context('senderEmail'),
    appUrl: context('appUrl'),
    ...stackProps,
  });

  // cdk-nag 3 is a policy-validation plugin: a finding nobody acknowledged fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, stack };
}
