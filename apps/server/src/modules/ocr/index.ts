// Public port of the ocr module: the only file other modules and the composition root import.
export {
  type FileKindValue,
  SNIFF_BYTES,
  fileKindContentTypes,
  sniffContentType,
  sniffFileKind,
} from './file-kind.js';
export { createLimiter } from './limiter.js';
export { type OcrEngine, createOcrEngine } from './ocr.engine.js';
export { type ToolStatus, detectTools } from './ocr.tools.js';
export { type RawLine, buildPageText, textInArea, unionBox } from './page-text.models.js';
export { runTool, TOOL_NICENESS, ToolError } from './run-tool.js';
