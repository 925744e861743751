// Style imports handled by webpack (css-loader + style-loader). Included by every front-end tsconfig.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
