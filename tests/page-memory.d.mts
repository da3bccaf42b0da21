export interface PageMemory {
  heap: number;
  nodes: number;
  listeners: number;
  documents: number;
}
export declare function pageMemory(cdp: import('@playwright/test').CDPSession): Promise<PageMemory>;
