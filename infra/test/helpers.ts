import { fileURLToPath } from 'node:url';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENDPOINT_GROUPS, type EndpointGroup } from '@ifa/shared';
import type { IfaStack } from '../lib/ifa-stack.js';

/** A stand-in `web/dist` (index.html + one hashed asset), so the SPA upload is always synthesized. */
export const WEB_DIST_FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

/** The options of the "everything on" synth several test files share. */
export const FULL_SYNTH = { webDist: WEB_DIST_FIXTURE, context: { senderEmail: 'no-reply@ifa.example.org' } };

export type Resource = { Type: string; Properties: Record<string, any>; [key: string]: unknown };

export const logicalId = (element: CfnElement) => Stack.of(element).getLogicalId(element);

/** Logical id of each endpoint group's Lambda. */
export function groupFunctionIds(stack: IfaStack): Record<EndpointGroup, string> {
  return Object.fromEntries(
    ENDPOINT_GROUPS.map((group) => [group, logicalId(stack.api.functions[group].fn.node.defaultChild as CfnElement)]),
  ) as Record<EndpointGroup, string>;
}

export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** The one resource of `type`, failing loudly when there are more or none. */
export function only(template: Template, type: string): [string, Resource] {
  const entries = Object.entries(resourcesOf(template, type));
  if (entries.length !== 1) throw new Error(`expected one ${type}, found ${entries.length}`);
  return entries[0]!;
}

/** IAM statements of the inline policies attached to the role of `functionId`. */
export function statementsOf(template: Template, functionId: string): Array<{ Action: string | string[]; Resource: unknown }> {
  const fn = template.toJSON().Resources[functionId] as Resource;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

export const actionsOf = (statement: { Action: string | string[] }) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** True when the (possibly intrinsic) value mentions the logical id. */
export const mentions = (value: unknown, id: string) => JSON.stringify(value).includes(`"${id}"`);
