import { describe, expect, it, vi } from 'vitest';
import { createPwaRegistration, type RegisterServiceWorker } from './update-prompt';

/** A stand-in for virtual:pwa-register: records the callbacks and the update calls. */
function fakeWorker() {
  const update = vi.fn(async (_reload?: boolean) => undefined);
  const registrations: Parameters<RegisterServiceWorker>[0][] = [];
  const register: RegisterServiceWorker = (options) => {
    registrations.push(options);
    return update;
  };
  const prompts: (() => void)[] = [];
  const start = createPwaRegistration({ register, prompt: (apply) => prompts.push(apply) });
  return { start, update, registrations, prompts, newVersionWaits: () => registrations[0]!.onNeedRefresh!() };
}

describe('the service worker registration', () => {
  it('registers once, however often it is started', () => {
    const worker = fakeWorker();
    expect(worker.registrations).toHaveLength(0);
    worker.start();
    worker.start();
    expect(worker.registrations).toHaveLength(1);
  });

  it('asks the learner when a new version waits, and applies nothing before they answer', () => {
    const worker = fakeWorker();
    worker.start();
    expect(worker.prompts).toHaveLength(0);
    worker.newVersionWaits();
    expect(worker.prompts).toHaveLength(1);
    expect(worker.update).not.toHaveBeenCalled();
  });

  it("applies the new version with a reload when the learner presses the button, once for a double press", () => {
    const worker = fakeWorker();
    worker.start();
    worker.newVersionWaits();
    // Workbox reports the same waiting worker as 'installed' and 'waiting': both prompts apply it once.
    worker.newVersionWaits();
    worker.prompts[0]!();
    worker.prompts[1]!();
    expect(worker.update).toHaveBeenCalledTimes(1);
    expect(worker.update).toHaveBeenCalledWith(true);
  });

  it('stays silent when the browser refuses the worker', () => {
    const worker = fakeWorker();
    worker.start();
    expect(() => worker.registrations[0]!.onRegisterError!(new Error('refused'))).not.toThrow();
    expect(worker.prompts).toHaveLength(0);
  });
});
