/** Back office request and answer shapes: catalogue (issue 7). Shared by server and /admin. */
export {};
