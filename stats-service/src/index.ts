import { runDictionaryService } from '@lexicon/data';
import { createApp, SERVICE_NAME } from './app';
import { STATS_SERVICE_VARIABLES } from './config';

runDictionaryService(process.env, { service: SERVICE_NAME, variables: STATS_SERVICE_VARIABLES, createApp });
