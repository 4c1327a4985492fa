// A transactional producer for the transactions tests, with Kafka's own Java client: begins a
// transaction, sends one record to each of the topic's first two partitions, flushes, prints
// "OPEN" and leaves the transaction open. Then a line on standard input decides:
// "commit" or "abort" ends the transaction and exits; "halt" (or the end of input) exits at once,
// leaving it open. Run in source-file mode against the Kafka distribution's jars:
//   java -cp 'kafka/libs/*' OpenTransaction.java BOOTSTRAP TRANSACTIONAL_ID TOPIC TIMEOUT_MS
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

public class OpenTransaction {
    public static void main(String[] args) throws Exception {
        Properties p = new Properties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, args[1]);
        p.put(ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, args[3]);
        p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        KafkaProducer<String, String> producer = new KafkaProducer<>(p);
        producer.initTransactions();
        producer.beginTransaction();
        for (int partition = 0; partition < 2; ++partition)
            producer.send(new ProducerRecord<>(args[2], partition, "k" + partition, "in-transaction")).get();
        producer.flush();
        System.out.println("OPEN");
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line = in.readLine();
        if ("commit".equals(line)) {
            producer.commitTransaction();
        } else if ("abort".equals(line)) {
            producer.abortTransaction();
        } else {
            Runtime.getRuntime().halt(0); // no close: the transaction stays open
        }
        producer.close();
        System.out.println("DONE");
    }
}
