/**
 * Where the public-route guard sends the user right after a login. The login page sets it just
 * before the token appears, because the guard (not the page) is what leaves /login: the origin the
 * visitor came from, else /tickets. Any other signed-in visit to a public route
 * goes to /.
 */
let destination: string | null = null;

export function setPostLoginDestination(path: string): void {
  destination = path;
}

export function postLoginDestination(): string | null {
  return destination;
}

export function clearPostLoginDestination(): void {
  destination = null;
}
