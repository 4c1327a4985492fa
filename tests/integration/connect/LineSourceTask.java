package dev.kafscope.testconnect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.AbstractConfig;
import org.apache.kafka.connect.data.Schema;
import org.apache.kafka.connect.errors.ConnectException;
import org.apache.kafka.connect.source.SourceRecord;
import org.apache.kafka.connect.source.SourceTask;

public class LineSourceTask extends SourceTask {
    private Path file;
    private String topic;
    private int batchSize;
    private long sent;

    @Override
    public void start(Map<String, String> props) {
        AbstractConfig config = new AbstractConfig(LineSource.CONFIG, props);
        file = Paths.get(config.getString("file"));
        topic = config.getString("topic");
        batchSize = config.getInt("batch.size");
        Map<String, Object> offset = context.offsetStorageReader().offset(partition());
        sent = offset != null && offset.get("line") instanceof Number
            ? ((Number) offset.get("line")).longValue() : 0;
    }

    private Map<String, String> partition() {
        return Collections.singletonMap("filename", file.toString());
    }

    @Override
    public List<SourceRecord> poll() throws InterruptedException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConnectException("Cannot read " + file, e);
        }
        List<SourceRecord> records = new ArrayList<>();
        while (sent < lines.size() && records.size() < batchSize) {
            String line = lines.get((int) sent);
            sent++;
            records.add(new SourceRecord(partition(), Collections.singletonMap("line", sent),
                                         topic, null, Schema.STRING_SCHEMA, line));
        }
        if (records.isEmpty()) {
            Thread.sleep(200);
            return null;
        }
        return records;
    }

    @Override
    public void stop() {
    }

    @Override
    public String version() {
        return "1.0-test";
    }
}
