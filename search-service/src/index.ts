import { runDictionaryService } from '@lexicon/data';
import { createApp, SERVICE_NAME } from './app';
import { SEARCH_SERVICE_VARIABLES } from './config';

runDictionaryService(process.env, { service: SERVICE_NAME, variables: SEARCH_SERVICE_VARIABLES, createApp });
