/** Programme files shared by the library and PCDT screens: calls, file card, upload panel, open/delete. */
export * from './api.ts';
export { FileCard, type FileCardProps } from './file-card.tsx';
export { UploadPanel, type UploadPanelProps } from './upload-panel.tsx';
export { useFileActions } from './use-file-actions.tsx';
export { openFile } from './open-file.ts';
