import { SCREENING_LISTS } from '../../platform/db/schema/index.ts';

export const SCREENING_LIST_IDS: readonly string[] = SCREENING_LISTS;
