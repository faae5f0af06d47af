/** http_ece (installed with web-push) has no type declarations; the test stand-in uses only decrypt. */
declare module 'http_ece' {
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }): Buffer;
  };
  export default ece;
}
