import type { AdminAccountRequest } from '@ifa/shared';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CardList, ListCard } from '../components/card-list';
import { StatusBadge } from '../components/status-badge';
import { DataTable } from '../components/data-table';
import type { RequestDecision } from './request-decision-dialog';
import { formatDateTime } from '../../../lib/format';

type Decide = (decision: RequestDecision) => void;

function Requester({ request }: { request: AdminAccountRequest }) {
  const { t } = useTranslation();
  if (!request.user) return <p className="text-muted">{t('admin.requests.deletedUser')}</p>;
  return (
    <>
      <p className="font-semibold text-ink">{request.user.full_name}</p>
      <p className="break-all text-muted">{request.user.email}</p>
      <p className="text-muted">{t('admin.requests.roleNow', { role: t(`roles.${request.user.role}`) })}</p>
    </>
  );
}

/** Approve or reject a pending request; a decided one shows when it was reviewed. */
function RequestActions({ request, onDecide }: { request: AdminAccountRequest; onDecide: Decide }) {
  const { t, i18n } = useTranslation();
  if (request.status !== 'pending') return <span className="text-muted">{formatDateTime(request.reviewed_at, i18n.language)}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" icon={<Check className="h-4 w-4" aria-hidden="true" />} onClick={() => onDecide({ request, action: 'approve' })}>
        {t('admin.requests.approve')}
      </Button>
      <Button variant="secondary" size="sm" icon={<X className="h-4 w-4" aria-hidden="true" />} onClick={() => onDecide({ request, action: 'reject' })}>
        {t('admin.requests.reject')}
      </Button>
    </div>
  );
}

function Status({ request }: { request: AdminAccountRequest }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusBadge status={request.status} />
      {request.admin_notes ? <p className="mt-1 max-w-64 text-muted">{t('admin.notes.shown', { notes: request.admin_notes })}</p> : null}
    </>
  );
}

/** The account-change requests of one status (cards on a phone); only pending ones can be decided. */
export function RequestsTable({ requests, onDecide }: { requests: AdminAccountRequest[]; onDecide: Decide }) {
  const { t, i18n } = useTranslation();
  const change = (request: AdminAccountRequest) => t('admin.requests.change', { from: t(`roles.${request.current_role}`), to: t(`roles.${request.requested_role}`) });
  return (
    <>
      <CardList label={t('admin.requests.tableLabel')}>
        {requests.map((request) => (
          <ListCard
            key={request.id}
            testId={`request-card-${request.user?.username ?? request.id}`}
            title={<Requester request={request} />}
            facts={[
              [t('admin.requests.columns.change'), change(request)],
              [t('admin.requests.columns.date'), formatDateTime(request.created_at, i18n.language)],
              [t('admin.requests.columns.status'), <Status key="status" request={request} />],
            ]}
          >
            <RequestActions request={request} onDecide={onDecide} />
          </ListCard>
        ))}
      </CardList>
      <DataTable
        label={t('admin.requests.tableLabel')}
        testId="requests-table"
        minWidthClass="min-w-[44rem]"
        rows={requests}
        rowKey={(request) => request.id}
        rowAttributes={(request) => ({ 'data-testid': `request-row-${request.user?.username ?? request.id}` })}
        columns={[
          { header: t('admin.requests.columns.user'), cell: (request) => <Requester request={request} /> },
          { header: t('admin.requests.columns.change'), cell: (request) => change(request) },
          { header: t('admin.requests.columns.date'), cell: (request) => formatDateTime(request.created_at, i18n.language), className: 'whitespace-nowrap' },
          { header: t('admin.requests.columns.status'), cell: (request) => <Status request={request} /> },
          { header: t('admin.requests.columns.actions'), cell: (request) => <RequestActions request={request} onDecide={onDecide} /> },
        ]}
      />
    </>
  );
}
