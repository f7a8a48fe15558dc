/**
 * `node node.js http://127.0.0.1:3000 owner@pawon.test pawon-owner`: runs the quickstart against that Pawon and
 * prints what it did as one line of JSON.
 */
import { quickstart } from './quickstart.js';

const [baseUrl = 'http://127.0.0.1:3000', login = 'owner@pawon.test', password = 'pawon-owner'] =
  process.argv.slice(2);
console.log(JSON.stringify(await quickstart(baseUrl, login, password)));
