command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:18:25Z
finished_utc: 2026-12-05T11:18:31Z
elapsed_s: 6.3
load_before:  11:18:25 up 11 min,  0 user,  load average: 5.43, 3.29, 1.55
busiest_before: rustc(36.6%) rustc(36.1%) rustc(23.4%) rustc(16.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
