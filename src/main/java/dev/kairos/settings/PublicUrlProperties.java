package dev.kairos.settings;

import java.net.URI;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param publicBaseUrl the address clients reach this service at; the feed URL is built
 * from it
 */
@ConfigurationProperties("kairos")
record PublicUrlProperties(@DefaultValue("http://localhost:8080") URI publicBaseUrl) {

}
