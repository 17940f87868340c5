import { FUNCTION_NAMES, type FunctionName } from '@ifa/shared';

/**
 * The DynamoDB part of each function's role (the endpoint groups' and the scheduled ones'), read from the template `cdk synth` produces
 * (DESIGN.md 10: DynamoDB Local ignores IAM, so the local stack enforces the deployed roles).
 * Pure: a template in, statements out; the caller synthesizes (iam/synth.ts).
 */

/** The local stand-ins of the ARN parts a template leaves to CloudFormation. */
export const LOCAL_ACCOUNT = '000000000000';

export interface Statement {
  effect: 'Allow' | 'Deny';
  /** Action patterns as written (`dynamodb:GetItem`, `dynamodb:Get*`). */
  actions: string[];
  /** Resource ARN patterns, resolved against the local table (`*` and `?` as IAM reads them). */
  resources: string[];
}

export interface GroupRole {
  /** The role's name as AWS would show it in an AccessDenied message. */
  roleName: string;
  statements: Statement[];
}

export type GroupRoles = Record<FunctionName, GroupRole>;

/** One permission a request asks of IAM: the action and the ARN it acts on. */
export interface Requested {
  action: string;
  resource: string;
}

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties?: Json;
}

export interface TemplateTarget {
  /** The local table every table of the template stands for. */
  tableName: string;
  region: string;
}

export const tableArn = (target: TemplateTarget) => `arn:aws:dynamodb:${target.region}:${LOCAL_ACCOUNT}:table/${target.tableName}`;

/**
 * Resolves the intrinsic functions a grant's resource is written with (the table's Arn, Join,
 * the pseudo parameters); anything else resolves to null and never matches, as a resource
 * outside this table is nothing a group may touch here.
 */
function resolver(resources: Record<string, Resource>, target: TemplateTarget) {
  const tables = new Set(Object.entries(resources).filter(([, r]) => /^AWS::DynamoDB::(Global)?Table$/.test(r.Type)).map(([id]) => id));
  const resolve = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return null;
    const v = value as Json;
    if ('Fn::GetAtt' in v) {
      const [id, attribute] = v['Fn::GetAtt'] as [string, string];
      return tables.has(id) && attribute === 'Arn' ? tableArn(target) : null;
    }
    if ('Fn::Join' in v) {
      const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
      const resolved = parts.map(resolve);
      return resolved.every((p) => p !== null) ? resolved.join(separator) : null;
    }
    if ('Ref' in v) {
      const pseudo: Record<string, string> = { 'AWS::Region': target.region, 'AWS::AccountId': LOCAL_ACCOUNT, 'AWS::Partition': 'aws', 'AWS::URLSuffix': 'amazonaws.com' };
      return pseudo[v.Ref as string] ?? null;
    }
    return null;
  };
  return resolve;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Each function's role: the function whose POWERTOOLS_SERVICE_NAME is the group's name (infra/lib/api.ts
 * sets it; infra/lib/reminders.ts for the scheduled sender), its role, and every statement of the policies attached to that role (inline
 * AWS::IAM::Policy resources and the role's own Policies).
 */
export function groupRolesFrom(template: { Resources: Record<string, Resource> }, target: TemplateTarget): GroupRoles {
  const resources = template.Resources;
  const resolve = resolver(resources, target);
  const roles = {} as GroupRoles;
  for (const group of FUNCTION_NAMES) {
    const fn = Object.values(resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && ((r.Properties?.Environment as Json)?.Variables as Json)?.POWERTOOLS_SERVICE_NAME === group,
    );
    if (!fn) throw new Error(`The template has no Lambda function for the ${group} group`);
    const roleId = ((fn.Properties!.Role as Json)['Fn::GetAtt'] as [string])[0];
    const role = resources[roleId];
    const documents = [
      ...list((role?.Properties?.Policies as Json[] | undefined) ?? []).map((p) => p.PolicyDocument as Json),
      ...Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && list(r.Properties!.Roles as unknown[]).some((ref) => (ref as Json)?.Ref === roleId))
        .map((r) => r.Properties!.PolicyDocument as Json),
    ];
    const statements = documents.flatMap((doc) =>
      list(doc.Statement as Json[]).map((s) => ({
        effect: s.Effect as 'Allow' | 'Deny',
        actions: list(s.Action as string | string[]),
        resources: list(s.Resource as unknown).map(resolve).filter((r): r is string => r !== null),
      })),
    );
    roles[group] = { roleName: `${roleId}-local`, statements };
  }
  return roles;
}

const globToRegex = (pattern: string, flags = '') =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, flags);

/** Action names are case-insensitive in IAM; resource ARNs are not. */
const matches = (statement: Statement, want: Requested) =>
  statement.actions.some((a) => globToRegex(a, 'i').test(want.action)) && statement.resources.some((r) => globToRegex(r).test(want.resource));

/** IAM's evaluation inside one account: an explicit Deny wins, else an Allow is needed. */
export function isAllowed(role: GroupRole, want: Requested): boolean {
  if (role.statements.some((s) => s.effect === 'Deny' && matches(s, want))) return false;
  return role.statements.some((s) => s.effect === 'Allow' && matches(s, want));
}

/** The item actions a transaction's parts are authorized as (DynamoDB authorizes each part). */
const TRANSACT_PART: Record<string, string> = { ConditionCheck: 'ConditionCheckItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', Get: 'GetItem' };

/**
 * What one DynamoDB API call asks of IAM: `operation` is the API action (`GetItem`,
 * `TransactWriteItems`, ...), `input` its request. A Query or Scan of an index acts on the
 * index's ARN; a batch on each table it names; a transaction is authorized part by part.
 */
export function requestedBy(operation: string, input: Json, region: string): Requested[] {
  const arn = (table: string, index?: unknown) =>
    `arn:aws:dynamodb:${region}:${LOCAL_ACCOUNT}:table/${table}${typeof index === 'string' ? `/index/${index}` : ''}`;
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return Object.keys((input.RequestItems as Json) ?? {}).map((table) => ({ action: `dynamodb:${operation}`, resource: arn(table) }));
  }
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    return list(input.TransactItems as Json[]).flatMap((item) =>
      Object.entries(item).map(([part, body]) => ({ action: `dynamodb:${TRANSACT_PART[part] ?? part}`, resource: arn(String((body as Json).TableName)) })),
    );
  }
  return [{ action: `dynamodb:${operation}`, resource: arn(String(input.TableName), input.IndexName) }];
}

/** The message AWS writes in an AccessDeniedException for an identity-based refusal. */
export function accessDeniedMessage(role: GroupRole, group: FunctionName, want: Requested): string {
  return (
    `User: arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${role.roleName}/local-${group} is not authorized to perform: ` +
    `${want.action} on resource: ${want.resource} because no identity-based policy allows the ${want.action} action`
  );
}

/** Write actions: what "a role holds a write grant none of its routes uses" looks at. */
export const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
