import { describeDictionaryServiceProbes } from '../../data/test-support/dictionary-service-probes';
import { SERVICE_NAME } from '../src/app';
import { STATS_SERVICE_VARIABLES } from '../src/config';
import { probedStatsApp } from './stats-fixture';

describeDictionaryServiceProbes(SERVICE_NAME, probedStatsApp, STATS_SERVICE_VARIABLES);
