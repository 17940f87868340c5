import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api.js';
import { Data } from './data.js';
import { Monitoring } from './monitoring.js';
import { WEB_DIST } from './paths.js';
import { Site } from './site.js';

export interface IfaStackProps extends StackProps {
  /** SES identity for password-reset mail (context `senderEmail`); without it no mail is sent. */
  readonly senderEmail?: string;
  /** Base URL in reset links (context `appUrl`). @default the CloudFront URL */
  readonly appUrl?: string;
  /** @default web/dist */
  readonly webDist?: string;
}

/** The whole product (DESIGN.md 1): the single table, the API in front of it, and the site in front of both. */
export class IfaStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: IfaStackProps = {}) {
    super(scope, id, props);

    this.data = new Data(this, 'Data');
    this.api = new Api(this, 'Api', { table: this.data.table, senderEmail: props.senderEmail });
    this.site = new Site(this, 'Site', { api: this.api.httpApi, webDist: props.webDist ?? WEB_DIST });
    this.api.setAppUrl(props.appUrl ?? this.site.url);
    // Only the auth group throttles by viewer address (docs/decisions/006-throttling.md).
    this.api.functions.auth.fn.addEnvironment('ORIGIN_VERIFY_SECRET', this.site.originSecret.secretValue.unsafeUnwrap());

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: this.api.functions,
      table: this.data.table,
      // `-c alarmEmail=ops@example.org` subscribes that address to the alarm topic.
      alarmEmail: this.node.tryGetContext('alarmEmail') || undefined,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The app: SPA and /api on one host' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For seed and create-admin' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn, description: 'Subscribe on-call here' });
  }
}
