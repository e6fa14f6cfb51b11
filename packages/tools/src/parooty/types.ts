/** What Parooty hands back: plain data, the same in Node and the browser. */
import type { ParootyRecommendation } from '@perch/ui';

/**
 * One recommended catalogue tool: the recommendation the chat shows (declared once in @perch/ui;
 * here `category` is the category's id, turned into its label on the wire), with what the answer
 * needs to run the tool.
 */
export interface ParootyTool extends ParootyRecommendation {
  /** Runs on Perch's AI service (AI writing), not in the browser. */
  service?: boolean;
  /** What the question gave for the tool's own fields (they are also in `url`); none when it gave none. */
  values?: Readonly<Record<string, string>>;
  /** The question gave every input the tool needs (a direct intent that named them): result.ts may run it. */
  complete?: boolean;
  /** The inputs as a noun phrase in the question's own terms ("5 km", "the MD5 of “abc”"): "{asked} is {result}". */
  asked?: string;
}

/** The tool's own answer to the question, worked out by its engine (result.ts). */
export interface ParootyResult {
  /** The tool that worked it out (the answer's first tool). */
  toolId: string;
  /** The tool's result text, exactly as the tool page shows it ("3.10686 mi"). */
  text: string;
  /** The reply's first sentence, which states it ("5 km is 3.10686 mi."). */
  sentence: string;
}

/** A request for a tool Perch lacks, ready for /app-request (name and description filled in). */
export interface ToolRequestDraft {
  /** "PDF merger". */
  name: string;
  /** What the tool should do: the question as asked. */
  description: string;
  /** /app-request?name=…&description=… */
  url: string;
}

export interface ParootyAnswer {
  /** 'missing': the question asks for an operation no catalogue row does (Perch says "not yet"). */
  kind: 'tools' | 'clarify' | 'smalltalk' | 'missing';
  /** Short, friendly, in Parooty's voice (1–3 sentences); says why the top tools fit. */
  content: string;
  /** Best first, up to `limit`; [] for smalltalk. */
  tools: ParootyTool[];
  /** 0..1. */
  confidence: number;
  /** The top catalogue ids from retrieval, best first (a model may choose only among these). */
  candidates: string[];
  /** With kind 'missing': the tool to ask for. */
  request?: ToolRequestDraft;
  /** The top tool's own result when the question gave all its inputs (answerWithResult); `content` opens with its sentence. */
  result?: ParootyResult;
}

export interface RecommendOptions {
  /** Default 5. */
  limit?: number;
}

/** A tool a layer found, before it becomes a {@link ParootyTool}. */
export interface Match {
  id: string;
  /** Values for the tool's own fields (they go in the URL). */
  values?: Readonly<Record<string, string>>;
  why: string;
  /** The layer's confidence in this match, 0..1. */
  confidence: number;
  /** See {@link ParootyTool.complete}. */
  complete?: boolean;
  /** See {@link ParootyTool.asked}. */
  asked?: string;
}
