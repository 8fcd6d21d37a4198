// What other features may use of the picture library: its loads, upload and deletion, and the
// pieces that show a picture (the administrators' library and the editor's picker both do).
export { DELETE_PICTURE_FAILED, PICTURE_FAILURES, useDeletePictureMutation } from './picturesApi';
export { usePictureLibrary } from './usePictureLibrary';
export { PictureThumbnail } from './PictureThumbnail';
export { usePictureFormats } from './formatting';
export { notAnsweredRefusal, useRefusalMessage } from './refusals';
export { uploadProgress, usePictureUpload, type PictureUpload } from './usePictureUpload';
export { exceedsUpload } from './uploadProgress';
