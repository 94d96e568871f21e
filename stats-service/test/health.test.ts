import { describeDictionaryServiceProbes } from '../../data/test-support/dictionary-service-probes';
import { createApp, SERVICE_NAME } from '../src/app';
import { STATS_SERVICE_VARIABLES } from '../src/config';

describeDictionaryServiceProbes(SERVICE_NAME, createApp, STATS_SERVICE_VARIABLES);
