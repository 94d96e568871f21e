import { describeDictionaryServiceProbes } from '@lexicon/dictionary-store/test-support';
import { createApp, SERVICE_NAME } from '../src/app';
import { SEARCH_SERVICE_VARIABLES } from '../src/config';

describeDictionaryServiceProbes(SERVICE_NAME, createApp, SEARCH_SERVICE_VARIABLES);
