import { describeDictionaryServiceProbes } from '@lexicon/dictionary-store/test-support';
import { SERVICE_NAME } from '../src/app';
import { STATS_SERVICE_VARIABLES } from '../src/config';
import { probedStatsApp } from './stats-fixture';

describeDictionaryServiceProbes(SERVICE_NAME, probedStatsApp, STATS_SERVICE_VARIABLES);
