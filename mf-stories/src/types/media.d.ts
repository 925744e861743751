// Audio files bundled by webpack as asset/resource: importing one gives its hashed URL.
declare module '*.mp3' {
  const url: string;
  export default url;
}
