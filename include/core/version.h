/* Renju - MIT licence, see LICENSE.
 *
 * The one version of the programs: `renju --version`, `renju-cli --version`,
 * `pbrain-renju --version`, the Gomocup ABOUT answer and the man pages (docs/man/,
 * whose title lines the man page test checks against it) all say this.
 */
#ifndef RENJU_VERSION_H
#define RENJU_VERSION_H

#define RENJU_VERSION "1.0"

#endif
