/**
 * Canvas LMS: OAuth or a personal access token, and the assignments of the user's active
 * courses.
 */
@NullMarked
package dev.kairos.providers.canvas;

import org.jspecify.annotations.NullMarked;
