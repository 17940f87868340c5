import { ENDPOINT_GROUPS, type EndpointGroup } from './endpoints.js';

/**
 * The Lambdas no route calls: EventBridge Scheduler invokes them (DESIGN.md 5d: the hourly
 * reminder sender). Each has a role of its own in the template, which the local stack enforces
 * like the endpoint groups' (DESIGN.md 10), and its POWERTOOLS_SERVICE_NAME is its name.
 */
export const SCHEDULED_FUNCTIONS = ['reminders'] as const;
export type ScheduledFunction = (typeof SCHEDULED_FUNCTIONS)[number];

/** Every function of the stack with a role of its own: the endpoint groups, then the scheduled ones. */
export const FUNCTION_NAMES = [...ENDPOINT_GROUPS, ...SCHEDULED_FUNCTIONS] as const;
export type FunctionName = EndpointGroup | ScheduledFunction;
