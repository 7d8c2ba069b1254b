package dev.kairos.security;

import org.jspecify.annotations.Nullable;

/**
 * Who a user is, as their sign-in named them.
 *
 * @param user the user
 * @param email their e-mail address, or null when the sign-in gave none
 * @param displayName their name, or null when the sign-in gave none
 */
public record UserProfile(KairosUser user, @Nullable String email, @Nullable String displayName) {

}
