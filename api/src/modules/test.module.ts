// Tests: the local wiring with pinned clocks and a mailer that keeps what it sent in memory.
import type { Clock, MailMessage, Mailer } from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from './tokens';

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}

export function testModule(options: { clock: Clock; seasonClock: Clock; mailer: MemoryMailer }) {
  return new ContainerModule(({ rebind }) => {
    rebind(TOKENS.clock).toConstantValue(options.clock);
    rebind(TOKENS.seasonClock).toConstantValue(options.seasonClock);
    rebind(TOKENS.mailer).toConstantValue(options.mailer);
  });
}
