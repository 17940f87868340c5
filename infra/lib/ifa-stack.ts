import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api.js';
import { Data } from './data.js';
import { DEFAULT_STAGE, type CustomDomain, type WafSettings } from './deploy-context.js';
import { EdgeFirewall } from './firewall.js';
import { Monitoring } from './monitoring.js';
import { Reminders } from './reminders.js';
import { WEB_DIST } from './paths.js';
import { Site } from './site.js';

export interface IfaStackProps extends StackProps {
  /**
   * The stage (context `stage`): names the stack and every resource whose name is unique per
   * account, so stages deploy side by side. @default 'prod'
   */
  readonly stage?: string;
  /** Serve the app at this host with this us-east-1 ACM certificate (contexts `domainName`, `certificateArn`). */
  readonly domain?: CustomDomain;
  /** SES identity for password-reset mail (context `senderEmail`); without it no mail is sent. */
  readonly senderEmail?: string;
  /** Base URL in reset links (context `appUrl`). @default the site URL: https://<domainName>, else the CloudFront URL */
  readonly appUrl?: string;
  /** @default web/dist */
  readonly webDist?: string;
  /** A rate-based WAF rule on the distribution (contexts `waf`, `wafRateLimit`); the stage must be in us-east-1. @default none */
  /** The table's physical name (context `tableName`); null keeps CloudFormation's generated one. @default ifa-<stage> */
  readonly tableName?: string | null;
  readonly waf?: WafSettings;
}

/** The whole product (DESIGN.md 1): the single table, the API in front of it, and the site in front of both. */
export class IfaStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly firewall?: EdgeFirewall;
  readonly monitoring: Monitoring;
  readonly reminders: Reminders;
  readonly stage: string;

  constructor(scope: Construct, id: string, props: IfaStackProps = {}) {
    super(scope, id, props);
    this.stage = props.stage ?? DEFAULT_STAGE;

    this.data = new Data(this, 'Data', { tableName: props.tableName === undefined ? `ifa-${this.stage}` : props.tableName ?? undefined });
    // Before the functions: a stage in the wrong region for it fails at once, not after bundling.
    if (props.waf) this.firewall = new EdgeFirewall(this, 'Firewall', { ...props.waf, stage: this.stage });
    this.api = new Api(this, 'Api', { table: this.data.table, senderEmail: props.senderEmail });
    this.site = new Site(this, 'Site', {
      api: this.api.httpApi,
      webDist: props.webDist ?? WEB_DIST,
      stage: this.stage,
      domain: props.domain,
      webAclArn: this.firewall?.webAcl.attrArn,
    });
    this.api.setAppUrl(props.appUrl ?? this.site.url);
    // Every group answers only requests that carry the secret CloudFront adds (DESIGN.md 4,
    // functions/src/http/middleware/edge-only.ts); the auth group also believes the viewer
    // address beside it (docs/decisions/006-throttling.md).
    for (const fn of Object.values(this.api.functions)) {
      fn.fn.addEnvironment('ORIGIN_VERIFY_SECRET', this.site.originSecret.secretValue.unsafeUnwrap());
    }

    // Daily practice reminders (DESIGN.md 5d): the VAPID secret, the hourly sender and its schedule.
    // Push services may contact the sender's operator: the mail sender when there is one, else the site.
    this.reminders = new Reminders(this, 'Reminders', {
      table: this.data.table,
      stage: this.stage,
      userFunction: this.api.functions.user,
      subject: props.senderEmail ? `mailto:${props.senderEmail}` : this.site.url,
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: this.api.functions,
      scheduled: { reminders: this.reminders.sender },
      table: this.data.table,
      // `-c alarmEmail=ops@example.org` subscribes that address to the alarm topic.
      alarmEmail: this.node.tryGetContext('alarmEmail') || undefined,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The app: SPA and /api on one host' });
    if (props.domain) {
      new CfnOutput(this, 'DistributionDomainName', {
        value: this.site.distribution.distributionDomainName,
        description: `Point ${props.domain.domainName} here (CNAME, or a Route 53 alias)`,
      });
    }
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For seed and create-admin' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn, description: 'Subscribe on-call here' });
  }
}
