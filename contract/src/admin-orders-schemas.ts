/** Back office request and answer shapes: orders (issue 7). Shared by server and /admin. */
export {};
