import type { HandlerGroup } from '../../routes/handler.js';
import { contractFile, docsAsset, docsPageFile, sendDocsFile } from './apiDocs.js';

/** The API reference and the contract as JSON (issue 41): no session, nothing of the database. */
export const apiDocsHandlers: HandlerGroup<'apiDocs' | 'apiDocsFile' | 'openapiDocument'> = {
  async apiDocs({ req, reply }) {
    return sendDocsFile(req, reply, docsPageFile(req.server.contract.doc));
  },
  async apiDocsFile({ req, reply, params }) {
    return sendDocsFile(req, reply, docsAsset(params.file));
  },
  async openapiDocument({ req, reply }) {
    return sendDocsFile(req, reply, contractFile(req.server.contract.doc));
  },
};
