import type { PushBetRequestNotice } from '@stavka/contract/push';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';

// The player's notice that an auto bet or a VIP request changed (decision 0028), sent after the commit.

export async function noticeBetRequest(outbox: Outbox, uow: UnitOfWork, userId: number, notice: Omit<PushBetRequestNotice, 'kind'>): Promise<void> {
  await publishAfterCommit(outbox, uow, PUSH_SUBJECT.user(userId), { userId, notice: { kind: 'betRequest', ...notice } });
}
