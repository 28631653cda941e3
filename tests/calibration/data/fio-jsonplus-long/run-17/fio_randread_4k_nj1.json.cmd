command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:02:55Z
finished_utc: 2026-12-06T03:03:05Z
elapsed_s: 9.6
load_before:  03:02:55 up 15:56,  0 user,  load average: 6.39, 5.91, 5.49
busiest_before: png-aaf87f0e63d(41.6%) clippy-driver(35.1%) clippy-driver(33.4%) integration-926(22.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
