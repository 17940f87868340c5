import useSWR from 'swr';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

/** GET /admin/odduns/data-sources (spec 7). */
export const getDataSources = () => callApi(route('adminDataSources'));

/** Loaded when the analysis opens; spec 8 announces both outcomes. */
export const useDataSources = (open: boolean) =>
  useSWR(open ? ([adminKeys.dataSources] as const) : null, () => getDataSources(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onSuccess: () => notify.success(i18n.t('admin.dataSources.loaded')),
    onError: () => notify.error(i18n.t('admin.dataSources.loadError')),
  });
