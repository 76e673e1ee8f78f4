/** Whether this browser can open a camera at all (a secure page: HTTPS, or the phone's own local address). */
export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The back camera's stream (the one that faces the paper), or the only one a device has. */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } } });
}

export function closeCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}
