// What other features may use of the picture library: its loads and uploads, and the pieces
// that show a picture (the administrators' library and the editor's picker both do).
export * from './pictureThunks';
export { PictureThumbnail } from './PictureThumbnail';
export { usePictureFormats } from './formatting';
export { notAnsweredRefusal, useRefusalMessage } from './refusals';
export { uploadProgress, usePictureUpload, type PictureUpload } from './usePictureUpload';
